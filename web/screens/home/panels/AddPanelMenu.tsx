// "Add panel"'s menu of the dashboard (Dashboard.tsx): the active panels not shown yet. A chunk
// loaded when its button is first reached (components/useDeferredMenu.ts).
import { ActionList, ActionMenu } from "@primer/react";
import { useTranslation } from "react-i18next";
import type { DeferredMenuProps } from "../../../components/useDeferredMenu";

export interface AddPanelMenuProps extends DeferredMenuProps {
  /** The panels that can be added, their names translated. */
  panels: ReadonlyArray<{ panelId: number; name: string }>;
  onAdd: (panelId: number) => void;
}

export function AddPanelMenu({ anchorRef, anchorId, open, onOpenChange, panels, onAdd }: AddPanelMenuProps) {
  const { t } = useTranslation();
  return (
    <ActionMenu anchorRef={anchorRef} open={open} onOpenChange={onOpenChange}>
      <ActionMenu.Overlay width="medium" aria-labelledby={anchorId}>
        <ActionList data-testid="panel-add-menu">
          {panels.length === 0 ? (
            <ActionList.Item disabled>{t("dashboard.allAdded")}</ActionList.Item>
          ) : (
            panels.map((p) => (
              <ActionList.Item key={p.panelId} onSelect={() => onAdd(p.panelId)} data-testid={`panel-option-${p.panelId}`}>
                {p.name}
              </ActionList.Item>
            ))
          )}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
