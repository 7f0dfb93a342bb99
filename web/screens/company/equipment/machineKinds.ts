// The three machine catalogues differ only by these facts: screen number, route and their
// texts.
export type MachineKindName = "STERILIZER" | "WASHER" | "DISINFECTOR";

export interface MachineKindInfo {
  screenId: number;
  route: string;
  title: string;
  description: string;
  entity: string;
  newTitle: string;
  editTitle: string;
  detailTitle: string;
}

export const machineKinds: Record<MachineKindName | "%future added value", MachineKindInfo> = {
  STERILIZER: {
    screenId: 305,
    route: "/appsterilizer",
    title: "sterilizers.title",
    description: "sterilizers.description",
    entity: "sterilizers.entity",
    newTitle: "sterilizers.new",
    editTitle: "sterilizers.edit",
    detailTitle: "sterilizers.detail",
  },
  WASHER: {
    screenId: 300,
    route: "/appwasher",
    title: "washers.title",
    description: "washers.description",
    entity: "washers.entity",
    newTitle: "washers.new",
    editTitle: "washers.edit",
    detailTitle: "washers.detail",
  },
  DISINFECTOR: {
    screenId: 306,
    route: "/appdisinfector",
    title: "disinfectors.title",
    description: "disinfectors.description",
    entity: "disinfectors.entity",
    newTitle: "disinfectors.new",
    editTitle: "disinfectors.edit",
    detailTitle: "disinfectors.detail",
  },
  "%future added value": {
    screenId: 0,
    route: "/",
    title: "machines.eyebrow",
    description: "machines.eyebrow",
    entity: "machines.eyebrow",
    newTitle: "dialog.new",
    editTitle: "dialog.new",
    detailTitle: "dialog.new",
  },
};
