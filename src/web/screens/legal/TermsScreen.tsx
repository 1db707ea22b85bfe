import { LegalPage } from "./LegalPage.js";

export default function TermsScreen() {
  return <LegalPage kind="terms" />;
}
