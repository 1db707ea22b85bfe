import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { prefetchMe } from "./api/me.js";
import { initI18n } from "./i18n/i18n.js";
import "./styles/app.css";

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
