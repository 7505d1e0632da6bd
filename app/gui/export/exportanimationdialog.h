// SPDX-License-Identifier: MIT
#pragma once

#include "render/animationwriter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

/*
 * File > Export animation: what to animate (a range of the run's steps, the
 * images of the solution shown under the symmetries of the square, or the
 * moves of play mode),
 * the format (GIF, MP4, WebM), frames a second, width, how long a solution
 * stays, and whether each frame has a caption (and the counters in it).
 * Without the ffmpeg program the video formats are greyed out and a line
 * says how to install it; GIF always works. The dialog only collects: the
 * caller asks for the file name and writes (ExportActions).
 */
class ExportAnimationDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Source { Steps, Orbit, Play }; // in the order of the choices

    struct Choice
    {
        Source source = Source::Steps;
        quint64 first = 0;
        quint64 last = 0;
        AnimationWriter::Settings settings;
        bool captions = true;
        bool counters = false;
    };

    // `step`: the run's position now, the range's proposed end; `furthest`:
    // the furthest step reached, shown as a hint (the range may go beyond:
    // the run is replayed). `orbit`: whether a solution is shown; `play`:
    // whether play mode has moves. A source that is not there is greyed
    // out; the symmetries are chosen when they are there.
    ExportAnimationDialog(
        quint64 step, quint64 furthest, bool orbit, bool play, QWidget *parent = nullptr);

    Choice choice() const;
    // Proposes `previous`, the choice of the last export: its range, format
    // (when it can be chosen), frames a second, width, hold, captions and
    // counters. The source stays as the constructor chose it: what can be
    // animated depends on what is shown now.
    void restore(const Choice &previous);
    // Chooses `source` when it can be chosen.
    void setSource(Source source);
    // Whether the video formats can be chosen (ffmpeg is installed).
    bool videoAvailable() const { return m_videoAvailable; }

private:
    void updateEnabled();

    bool m_videoAvailable;
    QComboBox *m_source;
    QSpinBox *m_first;
    QSpinBox *m_last;
    QComboBox *m_format;
    QLabel *m_ffmpegHint;
    QSpinBox *m_fps;
    QSpinBox *m_pixels;
    QSpinBox *m_hold;
    QCheckBox *m_captions;
    QCheckBox *m_counters;
};
