// Lints as: app/kernel/records/storage/probe.ts
// Fails: import-x/no-restricted-paths
import { useRecordDecision } from "~/kernel/records/hooks/use-record-decision";

export const probe = useRecordDecision;
