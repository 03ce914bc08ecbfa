#!/bin/sh
# Makes the fixtures Node cannot encode simply (JPEG, WebP, GIF, MP3, MP4) with Debian's ffmpeg 5.1
# (`apt-get install -y ffmpeg`). Run once from this folder; the outputs are committed, so tests and
# the app never need ffmpeg. The bitexact flags keep ffmpeg's version string out of the files.
set -eu
FF="ffmpeg -hide_banner -loglevel error -y"
EXACT="-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1"

# Images: a test card (colour bars and a counter), one frame, small quality settings.
image() { # size output [extra encoder options]
  size=$1; out=$2; shift 2
  $FF -f lavfi -i "testsrc2=size=${size}:rate=1:duration=1" -frames:v 1 $EXACT "$@" "$out"
}
image 300x250 banner-300x250.jpg -q:v 8
image 300x260 banner-300x260.jpg -q:v 8
image 320x50 banner-320x50.webp -c:v libwebp -quality 60
image 320x60 banner-320x60.webp -c:v libwebp -quality 60
image 728x90 banner-728x90.gif
image 250x250 responsive-250x250.webp -c:v libwebp -quality 60
image 300x250 companion-300x250.jpg -q:v 8

# Audio: a 440 Hz tone, mono 16 kHz at 16 kbit/s CBR (LAME writes its Xing/Info header).
tone() { # seconds output
  $FF -f lavfi -i "sine=frequency=440:sample_rate=16000:duration=$1" -ac 1 -c:a libmp3lame -b:a 16k $EXACT "$2"
}
# 14.6 and 30.05 s sit just outside 15 to 30 s: the bounds are exact, with no rounding.
for s in 10 14.6 15 20 30 30.05 35; do tone "$s" "audio-${s}s.mp3"; done

# Video: two seconds of the test card, H.264 at 10 frames a second, low quality to stay small.
video() { # size output
  $FF -f lavfi -i "testsrc2=size=$1:rate=10:duration=2" -c:v libx264 -preset veryslow -crf 42 -pix_fmt yuv420p -movflags +faststart $EXACT "$2"
}
video 640x360 video-640x360.mp4
video 480x360 video-480x360.mp4
video 1920x800 video-1920x800.mp4
video 320x240 video-320x240.mp4
