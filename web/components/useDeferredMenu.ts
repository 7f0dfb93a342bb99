// A menu whose code (Primer's ActionMenu, ActionList and the overlay behind them: ~30 KB
// gzipped) is a chunk: the page draws its button at once, the chunk is fetched when the
// pointer or the focus reaches the button and the menu is drawn from its first opening on
// (bench/first-screen.ts). The chunk renders `<ActionMenu open onOpenChange anchorRef>` on the
// button these props go to; the button carries what ActionMenu.Anchor would give it.
import { useCallback, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";

/** What the chunk's `<ActionMenu>` is given: the page's button, its id, the open state. */
export interface DeferredMenuProps {
  anchorRef: RefObject<HTMLButtonElement | null>;
  anchorId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function useDeferredMenu(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  // The chunk is rendered from the first opening on (it then owns the menu's open state changes).
  const [wanted, setWanted] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const anchorProps = {
    ref: anchorRef,
    id,
    "aria-haspopup": "true" as const,
    "aria-expanded": open,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setWanted(true);
      setOpen((v) => !v);
    },
    // ActionMenu's anchor opens on the arrow keys too.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    },
  };
  const menuProps: DeferredMenuProps = { anchorRef, anchorId: id, open, onOpenChange: setOpen };
  return { wanted, anchorProps, menuProps };
}
