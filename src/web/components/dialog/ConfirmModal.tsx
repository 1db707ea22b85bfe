import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "./Modal.js";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  /** The button that does it, named by what it does ("Close lobby"), never a bare "OK". */
  action: string;
  onConfirm: () => Promise<void> | void;
}

/** The question itself, in the dialog library's modal: see ConfirmDialog. */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  body,
  action,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <p className="text-parchment/85">{body}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
          {t("confirm.cancel")}
        </button>
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-600"
          disabled={busy}
          onClick={confirm}
        >
          {action}
        </button>
      </div>
    </Modal>
  );
}
