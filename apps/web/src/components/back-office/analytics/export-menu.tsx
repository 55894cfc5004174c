import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

/** The Export button and its menu of files (spec 03 section 2). */
export function ExportMenu<T extends string>({
  items,
  busy,
  onExport,
}: {
  items: readonly { value: T; label: string }[];
  busy: boolean;
  onExport: (value: T) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="btn btn-secondary" disabled={busy}>
          {busy ? 'Exporting...' : 'Export'}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.value}
              className="cursor-pointer rounded px-3 py-2 text-sm text-stone-900 outline-none data-[highlighted]:bg-stone-100"
              onSelect={() => onExport(item.value)}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
