import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { preloadScreenFor } from "./app/routeModules.js";
import { prefetchMe } from "./api/me.js";
import { initI18n } from "./i18n/i18n.js";
import "./styles/app.css";

const root = document.getElementById("root");
if (root) {
  // Fetch the first screen's code and who is signed in while the language loads.
  preloadScreenFor(window.location.pathname);
  prefetchMe();
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
