import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export interface AccordionEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

/** One entry open at a time; the open one can be closed again. Arrow keys move between headers. */
export function Accordion({ entries }: { entries: readonly AccordionEntry[] }) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {entries.map((entry) => (
        <AccordionPrimitive.Item key={entry.id} value={entry.id}>
          <AccordionPrimitive.Header asChild>
            <h2>
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6">
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </AccordionPrimitive.Trigger>
            </h2>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-slate-600 sm:px-6">
            {entry.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
