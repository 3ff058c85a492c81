import * as TabsPrimitive from "@radix-ui/react-tabs";
import clsx from "clsx";
import type { ReactNode } from "react";

/**
 * Tabs (WAI-ARIA tabs pattern, from Radix): arrow keys move between the tabs, Tab moves
 * into the panel. Controlled by the caller, so the chosen tab can live in the address.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TabsPrimitive.List aria-label={label} className="flex gap-1 border-b border-slate-200">
      {children}
    </TabsPrimitive.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className={clsx(
        // on a phone the tabs share the width and a long label wraps, rather than scroll
        "-mb-px inline-flex min-w-0 flex-1 items-center justify-center gap-2 border-b-2 border-transparent px-2 py-3 text-center text-sm font-semibold text-slate-600 sm:flex-none sm:px-4 sm:whitespace-nowrap",
        "hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700",
        "data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
      )}
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}

interface TabsContentProps {
  value: string;
  children: ReactNode;
  /** Kept (hidden) while another tab is open: a half-filled form survives a look at another tab. */
  keepMounted?: boolean;
}

export function TabsContent({ value, children, keepMounted = false }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      value={value}
      forceMount={keepMounted ? true : undefined}
      className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 data-[state=inactive]:hidden"
    >
      {children}
    </TabsPrimitive.Content>
  );
}
