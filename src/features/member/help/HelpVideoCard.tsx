import { useId } from 'react';
import { Icon } from '@/components/icons/Icon';
import type { HelpVideo } from './helpVideos';

/** One help video: what it covers, how long it is, and the video itself, or why it cannot be shown. */
export function HelpVideoCard({ video, src }: { video: HelpVideo; src?: string }) {
  const headingId = useId();
  const descriptionId = useId();
  return (
    <section className="card shadow-sm h-100" aria-labelledby={headingId} aria-describedby={descriptionId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {video.title}
        </h2>
        <p id={descriptionId} className="mb-1">
          {video.description}
        </p>
        <p className="text-body-secondary small mb-3">
          Length: <time dateTime={video.duration}>{video.length}</time>
        </p>
        {src ? (
          <>
            <div className="ratio ratio-16x9 mb-2 bg-body-tertiary rounded overflow-hidden">
              <iframe
                src={src}
                title={`${video.title} video`}
                loading="lazy"
                allow="fullscreen; picture-in-picture; encrypted-media"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
            <a href={src} className="small">
              Open the {video.title.toLowerCase()} video on its own page
            </a>
          </>
        ) : (
          <div className="ratio ratio-16x9 bg-body-tertiary rounded">
            <div className="d-flex flex-column align-items-center justify-content-center text-center p-3">
              <Icon name="info" className="fs-3 mb-2 text-body-secondary" />
              <p className="mb-0">This video is not available at the moment. Please check again later.</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
