// The fields of a historical row (spec 001 section 3 "Historical columns", docs/historical-api.md
// node fields): those every reading has once (the Reading interface), then each type's own.
// Read by the page query and by the edit mutations, so an edit answers the same row the table
// shows.
import { graphql, readInlineData } from "react-relay";
import type { historicalRows_row$data, historicalRows_row$key } from "../../__generated__/historicalRows_row.graphql";

const rowFragment = graphql`
  fragment historicalRows_row on Reading @inline {
    __typename
    id
    readNumber
    edited
    editUser
    desktopMigrationId
    sectorName
    notes
    result
    resultDescription
    visualResult
    visualResultDescription
    productName
    brand
    lot
    cycle
    bookNumber
    pageNumber
    programNumber
    machineName
    machineSerial
    machineBrand
    ... on BIReading {
      positionNumber
      startedAt
      resultAt
      programName
      averageTemperature
      incubatorName
      ticketNumber
      processDescription
      valueD
      valueDUnit
      exposureMinutes
      conditionSCIB
      loadNumber
      terms
      disinfection
      disinfectorName
      disinfectorSerial
      disinfectorBrand
      roomId
      roomVolume
      peroxideConcentration
    }
    ... on PROReading {
      positionNumber
      startedAt
      resultAt
      programName
      averageTemperature
      incubatorName
      ticketNumber
      quantitativeResult
      density
      alertResult
      actionResult
      tool
      measureSurface
      measureCode
      ignoreFromIQAS
    }
    ... on CheSterilizerReading {
      testedAt
      manufactureDate
      expirationDate
      temperature
      imageId
      exposureTime
      packageNumber
      concentration
      relativeDampness
    }
    ... on CheWasherReading {
      testedAt
      manufactureDate
      expirationDate
      temperature
      imageId
      location
      washingTime
      detergentConcentration
      detergentType
      waterPressure
      waterHardness
    }
  }
`;

type Node = historicalRows_row$data;

/** A row's data from its fragment reference (the page's edges, an edit's answer). */
export const readHistoricalRow = (ref: historicalRows_row$key): HistoricalRow => readInlineData(rowFragment, ref);
/**
 * A row of the table. Relay types a selection on an interface as one object whose own
 * fields of each type are optional; the row types below name the type, for the columns.
 */
export type HistoricalRow = Node;
export type BIRow = Node & { readonly __typename: "BIReading" };
export type PRORow = Node & { readonly __typename: "PROReading" };
export type CheSterilizerRow = Node & { readonly __typename: "CheSterilizerReading" };
export type CheWasherRow = Node & { readonly __typename: "CheWasherReading" };
