import * as Tabs from '@radix-ui/react-tabs';
import { useId } from 'react';

/**
 * The tab strip of a back-office screen (showroom dashboard, admin panel): one look for both. With
 * `menu` (the admin's fifteen tabs), a phone gets a select naming the open section and the strip
 * stays one sideways-scrolling row instead of wrapping over half the screen.
 */
export function SectionTabList({
  label,
  tabs,
  menu,
}: {
  label: string;
  tabs: readonly { value: string; label: string }[];
  menu?: { value: string; onChange: (value: string) => void };
}) {
  const menuId = useId();
  return (
    <>
      {menu ? (
        <div className="mb-3 sm:hidden">
          <label htmlFor={menuId} className="field-label">
            {label}
          </label>
          <select
            id={menuId}
            className="field-input"
            value={menu.value}
            onChange={(event) => menu.onChange(event.target.value)}
          >
            {tabs.map((tab) => (
              <option key={tab.value} value={tab.value}>
                {tab.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Tabs.List
        aria-label={label}
        className={`flex gap-1 border-b border-stone-200 ${menu ? 'max-sm:overflow-x-auto sm:flex-wrap' : 'flex-wrap'}`}
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-stone-700 hover:bg-stone-100 data-[state=active]:border-brand data-[state=active]:text-stone-900"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </>
  );
}
