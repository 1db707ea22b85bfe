import { LegalPage } from "./LegalPage.js";

export default function PrivacyScreen() {
  return <LegalPage kind="privacy" />;
}
