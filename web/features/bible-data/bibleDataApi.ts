import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConvertResponse, UploadResponse } from '../../../core/api/bible-data';
import { bibleDataCalls as calls } from '../../../core/api/bible-data.requests';
import { ApiError, errorFromResponse, urlOf, type ApiClient } from '../../api/client';
import { useApi } from '../../api/context';

/** Import status poll while the status tab is open. */
export const IMPORT_STATUS_POLL_MS = 5000;

const IMPORT_STATUS_KEY = ['admin', 'import-status'] as const;
const SQL_FILES_KEY = ['admin', 'sql-files'] as const;
const CONVERTED_FILES_KEY = ['admin', 'converted-files'] as const;
const INSTALLED_VERSIONS_KEY = ['admin', 'versions'] as const;
/** The readers' version list (web/features/search/useVersions.ts), asked again after a removal. */
const READER_VERSIONS_KEY = ['versions'] as const;

/** A request that never got an answer (offline, connection reset): "Network Error". */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor() {
    super('Network Error');
  }
}

/**
 * POST /api/admin/upload-bible as multipart through XMLHttpRequest, the one browser API that reports upload
 * progress; `onProgress` gets whole percents. Same-origin, so the server's CSRF check lets it through.
 */
export function uploadBible(
  bibleVersion: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('bibleVersion', bibleVersion);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(calls.upload.method, urlOf(calls.upload));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new NetworkError());
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as UploadResponse);
      const message =
        body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : request.statusText;
      reject(new ApiError(message || 'Upload failed', request.status));
    };
    request.send(form);
  });
}

/** Uploads a Bible file; on success the status tab's lists are refetched. */
export function useUploadBible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      version,
      file,
      onProgress,
    }: {
      version: string;
      file: File;
      onProgress: (p: number) => void;
    }) => uploadBible(version, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
  });
}

/** GET /api/admin/import-status, polled every 5 s while the component using it is mounted. */
export function useImportStatus() {
  const api = useApi();
  return useQuery({
    queryKey: IMPORT_STATUS_KEY,
    queryFn: () => api.call(calls.importStatus),
    refetchInterval: IMPORT_STATUS_POLL_MS,
  });
}

/** POST /api/admin/import-bible: queues an import of an uploaded file. */
export function useStartImport() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: string; filePath: string }) => api.call(calls.startImport, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
  });
}

/** GET /api/sql-files: the uploaded .sql files. */
export function useSqlFiles() {
  const api = useApi();
  return useQuery({
    queryKey: SQL_FILES_KEY,
    queryFn: () => api.call(calls.sqlFiles),
  });
}

/** POST /api/import-sql: imports an uploaded .sql file into a table. */
export function useImportSql() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { filename: string; tableName: string; confirm?: boolean }) =>
      api.call(calls.importSql, { body }),
  });
}

/** GET /api/converter/converted-files, newest first. */
export function useConvertedFiles() {
  const api = useApi();
  return useQuery({
    queryKey: CONVERTED_FILES_KEY,
    queryFn: () => api.call(calls.convertedFiles),
  });
}

/** A non-OK answer of the converter: its toast names the status. */
export class ConversionHttpError extends ApiError {}

/** POST /api/converter/convert-text-to-sql (multipart textFile, tableName). */
export async function convertTextToSql(
  api: ApiClient,
  textFile: File,
  tableName: string,
): Promise<ConvertResponse> {
  const form = new FormData();
  form.append('textFile', textFile);
  form.append('tableName', tableName);
  let response: Response;
  try {
    response = await api.send(calls.convert, { body: form });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    throw new ConversionHttpError(error.message, error.status, error.details);
  }
  return (await response.json()) as ConvertResponse;
}

/** Converts a text file; on success the downloads list is refetched. */
export function useConvertTextToSql() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ textFile, tableName }: { textFile: File; tableName: string }) =>
      convertTextToSql(api, textFile, tableName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERTED_FILES_KEY }),
  });
}

/** Where a converted file downloads from. */
export function downloadUrl(filename: string): string {
  return urlOf(calls.download, { params: { filename } });
}

/** GET /api/admin/versions: the installed versions, for their Remove buttons; polled as the status is. */
export function useInstalledVersions() {
  const api = useApi();
  return useQuery({
    queryKey: INSTALLED_VERSIONS_KEY,
    queryFn: () => api.call(calls.versions),
    refetchInterval: IMPORT_STATUS_POLL_MS,
  });
}

/** DELETE /api/admin/versions/:code; the installed versions and the readers' list are asked again. */
export function useRemoveVersion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(calls.removeVersion, { params: { code } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INSTALLED_VERSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: READER_VERSIONS_KEY }),
      ]),
  });
}

/** DELETE /api/admin/uploads/:id; the status and the SQL files are asked again. */
export function useRemoveUpload() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(calls.removeUpload, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: SQL_FILES_KEY }),
      ]),
  });
}

/** DELETE /api/converter/converted-files/:filename; the downloads list is asked again. */
export function useRemoveConvertedFile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) => api.call(calls.removeConvertedFile, { params: { filename } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERTED_FILES_KEY }),
  });
}
