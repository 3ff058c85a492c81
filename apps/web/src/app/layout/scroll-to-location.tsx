import { useEffect } from "react";
import { useLocation } from "react-router";

/** How long to wait for a hash target that the first screen has not rendered yet. */
const HASH_TARGET_WAIT_MS = 5000;

/** On a new path: to the element named by the hash if there is one, else to the top. */
export function ScrollToLocation() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return Boolean(target);
    };
    if (scrollToTarget()) return;

    // On a first visit the screen's code is still loading: scroll once its element appears.
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) stop();
    });
    const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
