import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Heading level inside the page outline. */
  as?: "h2" | "h3";
}

export function FeatureCard({ icon: Icon, title, children, as: Heading = "h3" }: FeatureCardProps) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 text-slate-600">{children}</div>
    </div>
  );
}
