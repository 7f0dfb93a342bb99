// The system parameter screen's calls: save one value, put one back to its default, put a
// whole set back. One call at a time (every control waits, spec 002 section 4); each answer
// carries the changed rows, which Relay puts in place by their id. Success shows the server's
// text for 3 s; a row's failure answers its lines, shown under its field.
import { useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import type { useSysParameterActionsSaveMutation } from "../../../__generated__/useSysParameterActionsSaveMutation.graphql";
import type { useSysParameterActionsResetMutation } from "../../../__generated__/useSysParameterActionsResetMutation.graphql";
import type { useSysParameterActionsResetAllMutation } from "../../../__generated__/useSysParameterActionsResetAllMutation.graphql";
import { errorLines } from "../../../api/errors";
import type { TimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";

const saveMutation = graphql`
  mutation useSysParameterActionsSaveMutation($input: SysParameterInput!) {
    updateSysParameter(input: $input) {
      message
      parameter {
        ...SysParameterRow_parameter
      }
    }
  }
`;
const resetMutation = graphql`
  mutation useSysParameterActionsResetMutation($id: ID!) {
    resetSysParameter(id: $id) {
      message
      parameter {
        ...SysParameterRow_parameter
      }
    }
  }
`;
const resetAllMutation = graphql`
  mutation useSysParameterActionsResetAllMutation($distributorId: Int) {
    resetSysParameters(distributorId: $distributorId) {
      message
      parameters {
        ...SysParameterRow_parameter
      }
    }
  }
`;

/** The lines of a failure, once each (a refused value is both the title and the field's message). */
const linesOf = (error: unknown) => [...new Set(errorLines(error))];

/** The call running on one row: saving its value or putting it back (the row shows which). */
export interface PendingCall {
  id: string;
  kind: "saving" | "resetting";
}

export function useSysParameterActions(success: TimedAlert) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingCall | null>(null);

  /** Runs one call; answers null on success, else the lines to show. */
  async function run(on: PendingCall, call: () => Promise<{ message: string }>): Promise<string[] | null> {
    setBusy(true);
    setPending(on);
    success.clear();
    try {
      success.show({ variant: "success", lines: [(await call()).message] });
      return null;
    } catch (error) {
      return linesOf(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return {
    busy,
    pending,
    save: (id: string, value: string) => run({ id, kind: "saving" }, async () => (await commit<useSysParameterActionsSaveMutation>(environment, saveMutation, { input: { id, value } })).updateSysParameter),
    reset: (id: string) => run({ id, kind: "resetting" }, async () => (await commit<useSysParameterActionsResetMutation>(environment, resetMutation, { id })).resetSysParameter),
    /** Throws on failure: the confirmation dialog shows it. */
    resetAll: async (distributorId: number | null) => {
      setBusy(true);
      try {
        const answer = (await commit<useSysParameterActionsResetAllMutation>(environment, resetAllMutation, { distributorId })).resetSysParameters;
        success.show({ variant: "success", lines: [answer.message] });
      } finally {
        setBusy(false);
      }
    },
  };
}
