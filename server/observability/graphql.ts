// GraphQL's part of the metrics, as a yoga plugin: the operation an HTTP request executed
// labels its duration (metrics.ts operationLabel: bounded), and every subscription that
// starts — over graphql-ws or server-sent events — counts as active until its stream ends.
import { getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isAsyncIterable } from "../graphql/shared-events";
import { operationLabel, subscriptionsActive } from "./metrics";
import { currentRequest } from "./request";

const ended = () => subscriptionsActive.dec();

export function useObservability(): Plugin {
  return {
    onExecute({ args }) {
      const scope = currentRequest();
      // A socket's operations are not HTTP requests: nothing to label.
      if (scope && !scope.socket) scope.operation = operationLabel(args.operationName ?? getOperationAST(args.document)?.name?.value);
    },
    onSubscribe() {
      return {
        onSubscribeResult({ result }) {
          if (!isAsyncIterable(result)) return;
          subscriptionsActive.inc();
          return { onEnd: ended };
        },
      };
    },
  };
}
