import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordEvent } from '../../api/analytics-consent.ts';

interface WebcamCaptureProps {
  onCapture: (photo: Blob) => void;
  onClose: () => void;
}

/**
 * The camera of a kiosk or laptop, where there is no phone camera app: a live preview and a shutter.
 * The stream stops as soon as the preview closes, so the camera light goes off.
 */
export function WebcamCapture({ onCapture, onClose }: WebcamCaptureProps) {
  const { t } = useTranslation('diagnosis');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 } }, audio: false })
      .then((opened) => {
        if (stopped) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        if (videoRef.current) videoRef.current.srcObject = opened;
      })
      .catch(() => {
        setProblem(true);
        recordEvent({ name: 'error_shown', kind: 'camera' });
      });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const shoot = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')!.drawImage(video, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 0.92);
  };

  return (
    <div className="webcam" role="group" aria-label={t('photo.webcam_label')}>
      {problem ? (
        <p className="composer__error" role="alert">
          {t('photo.webcam_unavailable')}
        </p>
      ) : (
        <video
          ref={videoRef}
          className="webcam__preview"
          autoPlay
          playsInline
          muted
          onLoadedData={() => setReady(true)}
          aria-label={t('photo.webcam_preview')}
        />
      )}
      <div className="webcam__actions">
        {!problem && (
          <button type="button" className="button button--primary" onClick={shoot} disabled={!ready}>
            {t('photo.shutter')}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('photo.webcam_close')}
        </button>
      </div>
    </div>
  );
}
