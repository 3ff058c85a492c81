import type { ReactNode } from "react";
import { PageTitle } from "./page-title.tsx";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
}

/** The banner at the top of an inner page: the page's one h1. */
export function PageHeader({ eyebrow, title, intro }: PageHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <PageTitle title={title} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</div> : null}
      </div>
    </header>
  );
}
