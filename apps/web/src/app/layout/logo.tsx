import { CarFront } from "lucide-react";
import { Link } from "react-router";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}
    >
      <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <CarFront aria-hidden="true" className="size-5" />
      </span>
      CampusRide
      <span className="sr-only"> home</span>
    </Link>
  );
}
