import type { ReactNode } from "react";
import { PageTitle } from "../../../components/ui/page-title.tsx";

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** The centred card every account screen sits in; its title is the page's h1. */
export function AuthCard({ title, intro, children, wide = false }: AuthCardProps) {
  return (
    <section className="px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      <div
        className={`mx-auto w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
