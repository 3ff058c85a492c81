import clsx from "clsx";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

interface AlertProps {
  tone: "error" | "success";
  children: ReactNode;
  className?: string;
}

/** A message that screen readers announce as soon as it appears. */
export function Alert({ tone, children, className }: AlertProps) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "flex gap-3 rounded-xl border p-4 text-sm",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-brand-200 bg-brand-50 text-brand-900",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
