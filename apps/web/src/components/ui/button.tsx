import clsx from "clsx";
import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant =
  "primary" | "secondary" | "outline" | "ghost" | "danger" | "inverse" | "inverse-outline";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
  secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
  outline: "border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  // a step that cannot be undone: cancelling a trip, rejecting a request
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900",
  // on the dark hero: a white focus ring, as visible as the white text beside it
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  "inverse-outline": "border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button; shared by <Button>, <ButtonLink> and Radix triggers. */
export function buttonStyles({ variant = "primary", size = "md", className }: StyleOptions = {}) {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60",
    "focus-visible:outline-2 focus-visible:outline-offset-2",
    variant === "inverse" || variant === "inverse-outline" ? undefined : "focus-visible:outline-brand-700",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleOptions;

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = LinkProps & StyleOptions;

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonStyles({ variant, size, className })} {...props} />;
}
