import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Some choices must be made (privacy consent): no close button, no escape. */
  dismissible?: boolean;
}

/** An accessible dialog (focus trap, Escape, overlay click) in the game's look. */
export function Modal({ open, onOpenChange, title, children, dismissible = true }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (dismissible || next) && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className="card fixed start-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rtl:translate-x-1/2"
          onEscapeKeyDown={(event) => !dismissible && event.preventDefault()}
          onPointerDownOutside={(event) => !dismissible && event.preventDefault()}
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-bold text-arcane-300">
              {title}
            </Dialog.Title>
            {dismissible && (
              <Dialog.Close
                className="btn-ghost -me-2 -mt-2 min-h-10 px-2"
                aria-label={t("howToPlay.close")}
              >
                <X aria-hidden size={20} />
              </Dialog.Close>
            )}
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
