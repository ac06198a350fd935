import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export function Tabs({
  value,
  onValueChange,
  tabs,
}: {
  value: string;
  onValueChange: (v: string) => void;
  tabs: { value: string; label: string; content: ReactNode }[];
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      <RadixTabs.List className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className={
              'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 ' +
              'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm'
            }
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value}>
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
