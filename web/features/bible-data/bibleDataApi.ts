import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConvertResponse,
  ConvertedFilesResponse,
  ImportStatusResponse,
  InstalledVersionsResponse,
  RemovedResponse,
  SqlFilesResponse,
  SqlImportResponse,
  StartImportResponse,
  UploadResponse,
} from '../../../core/api/bible-data';
import { ApiError, apiGet, apiPost, apiRequest, errorFromResponse } from '../../api/client';

/** Import status poll while the status tab is open (spec section 9). */
export const IMPORT_STATUS_POLL_MS = 5000;

const IMPORT_STATUS_KEY = ['admin', 'import-status'] as const;
const SQL_FILES_KEY = ['admin', 'sql-files'] as const;
const CONVERTED_FILES_KEY = ['admin', 'converted-files'] as const;
const INSTALLED_VERSIONS_KEY = ['admin', 'versions'] as const;
/** The readers' version list (web/features/search/useVersions.ts), asked again after a removal. */
const READER_VERSIONS_KEY = ['versions'] as const;

/** A request that never got an answer (offline, connection reset): the spec's "Network Error". */
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
    request.open('POST', '/api/admin/upload-bible');
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
  return useQuery({
    queryKey: IMPORT_STATUS_KEY,
    queryFn: () => apiGet<ImportStatusResponse>('/api/admin/import-status'),
    refetchInterval: IMPORT_STATUS_POLL_MS,
  });
}

/** POST /api/admin/import-bible: queues an import of an uploaded file. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: string; filePath: string }) =>
      apiPost<StartImportResponse>('/api/admin/import-bible', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
  });
}

/** GET /api/sql-files: the uploaded .sql files. */
export function useSqlFiles() {
  return useQuery({
    queryKey: SQL_FILES_KEY,
    queryFn: () => apiGet<SqlFilesResponse>('/api/sql-files'),
  });
}

/** POST /api/import-sql: imports an uploaded .sql file into a table. */
export function useImportSql() {
  return useMutation({
    mutationFn: (body: { filename: string; tableName: string; confirm?: boolean }) =>
      apiPost<SqlImportResponse>('/api/import-sql', body),
  });
}

/** GET /api/converter/converted-files, newest first. */
export function useConvertedFiles() {
  return useQuery({
    queryKey: CONVERTED_FILES_KEY,
    queryFn: () => apiGet<ConvertedFilesResponse>('/api/converter/converted-files'),
  });
}

/** A non-OK answer of the converter: the spec's toast names the status. */
export class ConversionHttpError extends ApiError {}

/** POST /api/converter/convert-text-to-sql (multipart textFile, tableName). */
export async function convertTextToSql(textFile: File, tableName: string): Promise<ConvertResponse> {
  const form = new FormData();
  form.append('textFile', textFile);
  form.append('tableName', tableName);
  let response: Response;
  try {
    response = await fetch('/api/converter/convert-text-to-sql', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ textFile, tableName }: { textFile: File; tableName: string }) =>
      convertTextToSql(textFile, tableName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERTED_FILES_KEY }),
  });
}

/** Where a converted file downloads from. */
export function downloadUrl(filename: string): string {
  return `/api/converter/download-sql/${encodeURIComponent(filename)}`;
}

/** GET /api/admin/versions: the installed versions, for their Remove buttons; polled as the status is. */
export function useInstalledVersions() {
  return useQuery({
    queryKey: INSTALLED_VERSIONS_KEY,
    queryFn: () => apiGet<InstalledVersionsResponse>('/api/admin/versions'),
    refetchInterval: IMPORT_STATUS_POLL_MS,
  });
}

/** DELETE /api/admin/versions/:code; the installed versions and the readers' list are asked again. */
export function useRemoveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RemovedResponse>('DELETE', `/api/admin/versions/${encodeURIComponent(code)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INSTALLED_VERSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: READER_VERSIONS_KEY }),
      ]),
  });
}

/** DELETE /api/admin/uploads/:id; the status and the SQL files are asked again. */
export function useRemoveUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RemovedResponse>('DELETE', `/api/admin/uploads/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: IMPORT_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: SQL_FILES_KEY }),
      ]),
  });
}

/** DELETE /api/converter/converted-files/:filename; the downloads list is asked again. */
export function useRemoveConvertedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) =>
      apiRequest<RemovedResponse>('DELETE', `/api/converter/converted-files/${encodeURIComponent(filename)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERTED_FILES_KEY }),
  });
}
