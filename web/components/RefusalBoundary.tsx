// A query the server refuses (a filter or search it does not accept, e.g. an address edited by
// hand) shows the server's words in a banner, not a broken page. Key it by what was asked, so a
// new question starts afresh.
import { Component, type ReactNode } from "react";
import { errorLines } from "../api/errors";
import { fromRelayError } from "../relay/errors";
import { AlertBanner } from "./AlertBanner";

export class RefusalBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error) return <AlertBanner alert={{ variant: "critical", lines: errorLines(fromRelayError(this.state.error)) }} />;
    return this.props.children;
  }
}
