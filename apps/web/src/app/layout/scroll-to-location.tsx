import { useEffect } from "react";
import { useLocation } from "react-router";

/** On a new path: to the element named by the hash if there is one, else to the top. */
export function ScrollToLocation() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) {
      // Lazy pages may render a moment later; try again on the next frame once.
      const scrollToTarget = () => {
        const target = document.getElementById(id);
        target?.scrollIntoView();
        return Boolean(target);
      };
      if (!scrollToTarget()) {
        const frame = requestAnimationFrame(scrollToTarget);
        return () => cancelAnimationFrame(frame);
      }
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);

  return null;
}
