import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Modal } from "../components/dialog/Modal.js";
import type { Checkout } from "./useCheckout.js";

/** Where a new tab cannot open (an app, an iframe, a blocked pop-up): an Open Checkout button. */
export function CheckoutLinkDialog({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={checkout.linkToOpen !== null}
      onOpenChange={(open) => !open && checkout.dismissLink()}
      title={t("checkout.readyTitle")}
    >
      <p className="text-parchment/85">{t("checkout.readyBody")}</p>
      <div className="mt-6 flex justify-end">
        <a
          className="btn-primary"
          href={checkout.linkToOpen ?? "#"}
          target="_blank"
          rel="noopener"
          onClick={() => checkout.dismissLink()}
        >
          <ExternalLink aria-hidden size={18} />
          {t("checkout.open")}
        </a>
      </div>
    </Modal>
  );
}
