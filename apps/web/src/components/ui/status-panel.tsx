import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageTitle } from "./page-title.tsx";

interface StatusPanelProps {
  icon: LucideIcon;
  title: string;
  body: string;
  actions: ReactNode;
}

/** A centred full-page message (not found, error) with its actions. */
export function StatusPanel({ icon: Icon, title, body, actions }: StatusPanelProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageTitle title={title} />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
