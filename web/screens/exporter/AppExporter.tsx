// /AppExporter (screen 820): the exporter. Built in issue 5.
import { Page } from "../../components/Page";

export function AppExporter() {
  return <Page title="Exporter">{null}</Page>;
}
