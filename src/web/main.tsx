import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { initI18n } from "./i18n/i18n.js";
import "./styles/app.css";

const root = document.getElementById("root");
if (root) {
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
