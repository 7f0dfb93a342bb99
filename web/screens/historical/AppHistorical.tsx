// /AppHistorical (screen 810): the historical browser. Built in issue 5.
import { Page } from "../../components/Page";

export function AppHistorical() {
  return <Page title="Historical">{null}</Page>;
}
