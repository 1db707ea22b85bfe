import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { prefetchMe } from "./api/me.js";
import { initI18n } from "./i18n/i18n.js";
import { reloadOnce } from "./app/reloadOnce.js";
import "./styles/app.css";

// A deploy renames the screens' chunks: a page loaded before it fails to load the next screen, and
// takes the new code by reloading (Vite reports the failed import here). Once per failure, so a
// chunk that is really missing shows the error screen instead of reloading for ever.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnce(`chunk ${event.payload instanceof Error ? event.payload.message : ""}`))
    event.preventDefault();
});

const root = document.getElementById("root");
if (root) {
  // Ask who is signed in while the language loads (the server already hinted the screen's code).
  prefetchMe();
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
