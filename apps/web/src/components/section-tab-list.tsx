import * as Tabs from '@radix-ui/react-tabs';

/** The tab strip of a back-office screen (showroom dashboard, admin panel): one look for both. */
export function SectionTabList({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { value: string; label: string }[];
}) {
  return (
    <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-stone-200">
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          className="-mb-px rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 data-[state=active]:border-brand data-[state=active]:text-stone-900"
        >
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
