import type { ReactNode } from 'react';
import type { CourseResponse } from '../../../core/api/curriculum';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useCourse } from './curriculumApi';

/** Renders `children` with the course once loaded; a spinner meanwhile, an error with Try Again on failure. */
export function WithCourse({ children }: { children: (course: CourseResponse) => ReactNode }) {
  const { data, isPending, isError, refetch } = useCourse();
  if (isPending) return <Spinner label="Loading the course…" />;
  if (isError)
    return (
      <div role="alert" className="mx-auto grid max-w-3xl justify-items-start gap-3 px-4 py-10">
        <p>The course could not be loaded.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  return <>{children(data)}</>;
}
