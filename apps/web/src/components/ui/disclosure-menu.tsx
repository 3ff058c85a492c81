import clsx from "clsx";
import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useEscapeKey } from "../../lib/use-escape-key.ts";

interface DisclosureMenuProps {
  /** The button's content (its accessible name). */
  label: ReactNode;
  /** The panel; `close` is for its links and buttons, which close it when used. */
  children: (close: () => void) => ReactNode;
  className?: string;
}

/**
 * A button that shows and hides a small panel of links below it (the disclosure
 * pattern: aria-expanded, the panel follows the button in tab order). Escape, a click
 * outside or focus leaving the panel close it.
 */
export function DisclosureMenu({ label, children, className }: DisclosureMenuProps) {
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEscapeKey(
    isOpen,
    useCallback(() => {
      setOpen(false);
      buttonRef.current?.focus();
    }, []),
  );

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [isOpen]);

  function closeWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
  }

  return (
    <div ref={rootRef} className={clsx("relative", className)} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx("size-4 transition-transform", isOpen && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {children(close)}
      </div>
    </div>
  );
}
