import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { StudentBody, StudentProgressResponse } from '../../../core/api/curriculum';
import { curriculumCalls } from '../../../core/api/curriculum.requests';
import { useApi } from '../../api/context';
import { sameMark, withMark, type ProgressMark } from './progressMarks';

export type { ProgressMark };

const STUDENTS_KEY = ['curriculum', 'students'] as const;

/** The course (public, the same for everyone). */
export function useCourse() {
  const api = useApi();
  return useQuery({
    queryKey: ['curriculum', 'course'],
    queryFn: () => api.call(curriculumCalls.course),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in teacher's active students; asked for only while someone is signed in. */
export function useStudents(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...STUDENTS_KEY, 'list'],
    queryFn: () => api.call(curriculumCalls.students),
    enabled: signedIn,
  });
}

export function useSaveStudent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: StudentBody }) =>
      id === undefined
        ? api.call(curriculumCalls.addStudent, { body })
        : api.call(curriculumCalls.updateStudent, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}

export function useRemoveStudent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(curriculumCalls.removeStudent, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}

function progressKey(id: number) {
  return [...STUDENTS_KEY, 'progress', id] as const;
}

/** One student's progress, week by week. */
export function useStudentProgress(id: number, signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: progressKey(id),
    queryFn: () => api.call(curriculumCalls.progress, { params: { id } }),
    enabled: signedIn && Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/**
 * Marks a lesson done or a memory verse recited (or takes the mark back), and answers the progress to show:
 * the server's with the marks still on their way laid over it. A controlled check box would otherwise spring
 * back until the answer arrives; a failed mark is simply dropped, which puts the box back.
 */
export function useMarkProgress(id: number, progress: StudentProgressResponse | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState<ProgressMark[]>([]);
  const inFlight = useRef(0);
  const mutation = useMutation({
    mutationFn: (mark: ProgressMark) => {
      const body = mark.done && mark.date ? { date: mark.date } : {};
      if (mark.kind === 'lesson') {
        const params = { id, week: mark.week, day: mark.day };
        return mark.done
          ? api.call(curriculumCalls.markLesson, { params, body })
          : api.call(curriculumCalls.unmarkLesson, { params });
      }
      const params = { id, week: mark.week };
      return mark.done
        ? api.call(curriculumCalls.markMemoryVerse, { params, body })
        : api.call(curriculumCalls.unmarkMemoryVerse, { params });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(progressKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: [...STUDENTS_KEY, 'list'] });
    },
  });
  // Once the server's progress has caught up with every mark sent, the overlay has nothing left to add.
  useEffect(() => {
    if (inFlight.current === 0) setOverlay([]);
  }, [progress]);
  const mark = (change: ProgressMark, onError: (error: Error) => void) => {
    inFlight.current += 1;
    setOverlay((marks) => [...marks.filter((other) => !sameMark(other, change)), change]);
    mutation.mutate(change, {
      onSettled: () => {
        inFlight.current -= 1;
      },
      onError: (error) => {
        setOverlay((marks) => marks.filter((other) => other !== change));
        onError(error);
      },
    });
  };
  const shown = progress ? overlay.reduce(withMark, progress) : undefined;
  return { mark, shown, isPending: mutation.isPending };
}
