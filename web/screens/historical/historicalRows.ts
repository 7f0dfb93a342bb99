// The fields of a historical row per reading type (spec 001 section 3 "Historical columns",
// docs/historical-api.md node fields), read by the page query and by the edit mutations, so
// an edit answers the same row the table shows.
import { graphql } from "react-relay";
import type { useHistoricalPageQuery$data } from "../../__generated__/useHistoricalPageQuery.graphql";

graphql`
  fragment historicalRows_row on HistoricalReading {
    __typename
    ... on BIReading {
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

type Node = useHistoricalPageQuery$data["historicalReadings"]["edges"][number]["node"];
export type BIRow = Extract<Node, { __typename: "BIReading" }>;
export type PRORow = Extract<Node, { __typename: "PROReading" }>;
export type CheSterilizerRow = Extract<Node, { __typename: "CheSterilizerReading" }>;
export type CheWasherRow = Extract<Node, { __typename: "CheWasherReading" }>;
/** A row of the table: one of the four node types. */
export type HistoricalRow = BIRow | PRORow | CheSterilizerRow | CheWasherRow;
