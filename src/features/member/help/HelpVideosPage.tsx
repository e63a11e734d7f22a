import { useConfig } from '@/config/ConfigContext';
import { HelpVideoCard } from './HelpVideoCard';
import { HELP_VIDEOS } from './helpVideos';

/** /help/videos: spec §9's four help videos, side by side; each plays in place, loaded only when scrolled to. */
export function HelpVideosPage() {
  const { helpVideos } = useConfig();
  return (
    <>
      <p className="mb-4">
        Short videos on the safety work every catering business needs to get right. Each one plays here; you can pause it and
        come back at any time.
      </p>
      <div className="row row-cols-1 row-cols-lg-2 g-4">
        {HELP_VIDEOS.map((video) => (
          <div key={video.key} className="col">
            <HelpVideoCard video={video} src={helpVideos[video.key]} />
          </div>
        ))}
      </div>
    </>
  );
}
