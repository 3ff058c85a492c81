import { BrowserRouter } from "react-router";
import { AppProviders } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

export function App() {
  return (
    <AppProviders>
      {/* Navigations commit at once (no transition), so code that navigates and then
          changes the session (sign-out) never races the guards of the page it leaves. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
