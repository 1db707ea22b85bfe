import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./ConfirmModal.js";

// The dialog library loads on the first question, not with every page (the home page, the navbar).
const ConfirmModal = lazy(() =>
  import("./ConfirmModal.js").then((module) => ({ default: module.ConfirmModal })),
);

/**
 * Asks before a tap that sends other people away (closing a lobby, removing a player, ending a
 * battle). Cancel, Escape and the overlay all leave everything as it was.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
