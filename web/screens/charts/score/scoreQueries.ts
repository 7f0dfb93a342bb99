// The score screen's GraphQL run on submit: the two modes' queries and the cycle they both
// answer (server/charts/score/graphql.ts).
import { graphql } from "react-relay";

export const cycleFragment = graphql`
  fragment scoreQueries_cycle on CycleScore @inline {
    cycle
    date
    score
    scoreType
    scoreTypeDescription
    failed
    countReadsAnalyzed
    message
    readings {
      id
      readNumber
      startedAt
      result
      programName
      exposureMinutes
      valueD
      valueDUnit
      score
      deciding
      leftOutText
    }
  }
`;

export const graphicQuery = graphql`
  query scoreQueriesGraphicQuery($sterilizerId: ID, $dateFrom: DateTime, $dateTo: DateTime) {
    sterilisationScore(sterilizerId: $sterilizerId, dateFrom: $dateFrom, dateTo: $dateTo) {
      message
      sterilizer {
        name
        serial
      }
      cycles {
        ...scoreQueries_cycle
      }
    }
  }
`;

export const calculateQuery = graphql`
  query scoreQueriesCalculateQuery($sterilizerId: ID, $cycle: String) {
    cycleScore(sterilizerId: $sterilizerId, cycle: $cycle) {
      result {
        ...scoreQueries_cycle
      }
    }
  }
`;
