// The draft being edited and its autosave: every edit gives a new document; 800 ms after the last one
// the document is checked against the schema in the browser (its refusals go next to their fields)
// and saved with the draft version it was edited on. Another save in between is a CONFLICT: the page
// shows their version against this one, to take theirs or to save this one over it. One save at a
// time; edits made while one is under way are saved right after it.
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ModelDocument, modelDocumentSchema } from '../../../../domain/configurator/model-document.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { DraftAnswer } from './editor-contract.ts';
import { documentPath, type FieldErrors } from './field-errors.tsx';

const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  /** what is shown is what the server holds */
  | 'saved'
  /** edited; the save follows shortly */
  | 'pending'
  | 'saving'
  /** the schema refuses the document: `fieldErrors` says where */
  | 'invalid'
  /** the server or the network failed: `failure` says why */
  | 'failed'
  /** someone else saved the draft meanwhile: `conflict` holds theirs */
  | 'conflict';

export type TheirDraft = { draftVersion: number; model: ModelDocument; updatedBy: string | null };
export type DraftConflict = { theirs: TheirDraft; message: string };

type ErrorData = { code?: string; fields?: Record<string, string>; current?: unknown };

function errorData(error: unknown): ErrorData {
  return error instanceof TRPCClientError ? ((error.data ?? {}) as ErrorData) : {};
}

function theirDraft(current: unknown): TheirDraft | undefined {
  if (!current || typeof current !== 'object') return undefined;
  const { draftVersion, model, updatedBy } = current as Record<string, unknown>;
  const parsed = modelDocumentSchema.safeParse(model);
  if (typeof draftVersion !== 'number' || !parsed.success) return undefined;
  return {
    draftVersion,
    model: model as ModelDocument,
    updatedBy: typeof updatedBy === 'string' ? updatedBy : null,
  };
}

/** The schema's refusals of a document, by path into it. */
function schemaRefusals(doc: ModelDocument): FieldErrors | undefined {
  const parsed = modelDocumentSchema.safeParse(doc);
  if (parsed.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

export function useDraftAutosave(slug: string, initial: DraftAnswer) {
  const trpc = useTRPC();
  const saveDraft = useMutation(trpc.configuratorAdmin.saveDraft.mutationOptions());
  const [doc, setDoc] = useState<ModelDocument>(initial.model);
  const [saved, setSaved] = useState<ModelDocument>(initial.model);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const [draftVersion, setDraftVersion] = useState(initial.draftVersion);
  const docRef = useRef(doc);
  docRef.current = doc;
  const savedRef = useRef(saved);
  const versionRef = useRef(initial.draftVersion);
  const inFlight = useRef(false);
  const blocked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mutate = saveDraft.mutateAsync;

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || blocked.current) return;
    const model = docRef.current;
    if (model === savedRef.current) {
      setStatus('saved');
      return;
    }
    const refusals = schemaRefusals(model);
    if (refusals) {
      setFieldErrors(refusals);
      setStatus('invalid');
      return;
    }
    setFieldErrors({});
    setFailure(null);
    setStatus('saving');
    inFlight.current = true;
    try {
      const answer = await mutate({ slug, expectedDraftVersion: versionRef.current, model });
      versionRef.current = answer.draftVersion;
      setDraftVersion(answer.draftVersion);
      savedRef.current = model;
      setSaved(model);
      if (docRef.current === model) setStatus('saved');
      else {
        setStatus('pending');
        timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
      }
    } catch (error) {
      const data = errorData(error);
      const theirs = data.code === 'CONFLICT' ? theirDraft(data.current) : undefined;
      if (theirs) {
        blocked.current = true;
        setConflict({ theirs, message: (error as Error).message });
        setStatus('conflict');
      } else if (data.code === 'BAD_REQUEST' && data.fields) {
        setFieldErrors(
          Object.fromEntries(
            Object.entries(data.fields).map(([path, message]) => [documentPath(path), message]),
          ),
        );
        setFailure((error as Error).message);
        setStatus('invalid');
      } else {
        setFailure((error as Error).message);
        setStatus('failed');
      }
    } finally {
      inFlight.current = false;
    }
  }, [mutate, slug]);

  // An edit (re)starts the wait; the save reads the newest document when it runs.
  useEffect(() => {
    if (doc === savedRef.current || blocked.current) return;
    setStatus((current) => (current === 'saving' ? current : 'pending'));
    if (inFlight.current) return; // the running save schedules the next one
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [doc, save]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const edit = useCallback((change: (current: ModelDocument) => ModelDocument) => setDoc(change), []);

  /** Their version replaces this one (the edits since the last save are gone). */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    blocked.current = false;
    versionRef.current = conflict.theirs.draftVersion;
    setDraftVersion(conflict.theirs.draftVersion);
    savedRef.current = conflict.theirs.model;
    setSaved(conflict.theirs.model);
    setDoc(conflict.theirs.model);
    setConflict(null);
    setFieldErrors({});
    setStatus('saved');
  }, [conflict]);

  /** This version is saved over theirs: again, on their draft version. */
  const overwrite = useCallback(() => {
    if (!conflict) return;
    blocked.current = false;
    versionRef.current = conflict.theirs.draftVersion;
    setConflict(null);
    void save();
  }, [conflict, save]);

  /** Closes the comparison and keeps editing; nothing is saved until the user chooses. */
  const keepEditing = useCallback(() => setConflict(null), []);

  return {
    doc,
    edit,
    status,
    dirty: doc !== saved,
    draftVersion,
    fieldErrors,
    failure,
    conflict,
    /** the comparison's two ways on, and a save at once (Try again, or before leaving) */
    takeTheirs,
    overwrite,
    keepEditing,
    saveNow: save,
    /** the conflict closed without a choice: the page offers to compare again */
    pendingConflict: status === 'conflict' && conflict === null,
  };
}
