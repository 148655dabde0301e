import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { startThemeSync } from "./lib/theme";
import "./index.css";

// Before the first render, so the first paint is already in the right theme.
startThemeSync();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

if (container.hasChildNodes()) {
  // The server rendered the page (server-render.tsx). Hydrating as a transition lets the browser answer
  // input between slices of the work instead of freezing until all of it is done.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
