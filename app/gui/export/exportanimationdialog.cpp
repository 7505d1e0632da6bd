// SPDX-License-Identifier: MIT
#include "export/exportanimationdialog.h"


#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

ExportAnimationDialog::ExportAnimationDialog(
    quint64 step, quint64 furthest, bool orbit, bool play, QWidget *parent)
    : QDialog(parent)
    , m_videoAvailable(AnimationWriter::isAvailable(AnimationWriter::Format::Mp4))
    , m_source(new QComboBox(this))
    , m_first(new QSpinBox(this))
    , m_last(new QSpinBox(this))
    , m_format(new QComboBox(this))
    , m_ffmpegHint(new QLabel(this))
    , m_fps(new QSpinBox(this))
    , m_pixels(new QSpinBox(this))
    , m_hold(new QSpinBox(this))
    , m_captions(new QCheckBox(tr("Caption on each frame (the step and what happened)"), this))
    , m_counters(new QCheckBox(tr("Counters in the caption"), this))
{
    setWindowTitle(tr("Export animation"));
    m_source->setObjectName(QStringLiteral("source"));
    m_source->addItem(tr("Steps of the run"));
    m_source->addItem(tr("Symmetries of the solution shown"));
    m_source->addItem(tr("The moves of play mode"));
    // Greyed out, not hidden: the choices exist once a solution is shown
    // or moves are made.
    auto *sources = qobject_cast<QStandardItemModel *>(m_source->model());
    sources->item(int(Source::Orbit))->setEnabled(orbit);
    sources->item(int(Source::Play))->setEnabled(play);
    m_source->setCurrentIndex(orbit ? 1 : 0);

    const int most = std::numeric_limits<int>::max();
    const int now = int(std::min<quint64>(step, quint64(most)));
    m_first->setObjectName(QStringLiteral("first"));
    m_last->setObjectName(QStringLiteral("last"));
    m_first->setRange(0, most);
    m_last->setRange(0, most);
    // Proposed: the steps that led here, at most a minute at 4 a second.
    m_last->setValue(std::max(now, 1));
    m_first->setValue(std::max(0, m_last->value() - 239));
    m_last->setToolTip(tr("%1 steps reached so far; later steps are found by running the "
                          "search again. At most %2 frames.")
                           .arg(furthest)
                           .arg(AnimationWriter::MaxFrames));

    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("GIF (web pages, slides)"));
    m_format->addItem(tr("MP4 video (H.264)"));
    m_format->addItem(tr("WebM video (VP9)"));
    m_ffmpegHint->setObjectName(QStringLiteral("ffmpegHint"));
    m_ffmpegHint->setWordWrap(true);
    m_ffmpegHint->setText(tr("MP4 and WebM need the ffmpeg program: install it with "
                             "<b>apt install ffmpeg</b>. GIF works without it."));
    m_ffmpegHint->setVisible(!m_videoAvailable);
    if (!m_videoAvailable) {
        auto *model = qobject_cast<QStandardItemModel *>(m_format->model());
        model->item(1)->setEnabled(false);
        model->item(2)->setEnabled(false);
    }

    m_fps->setObjectName(QStringLiteral("fps"));
    m_fps->setRange(AnimationWriter::MinFps, AnimationWriter::MaxFps);
    m_fps->setValue(AnimationWriter::DefaultFps);
    m_pixels->setObjectName(QStringLiteral("pixels"));
    m_pixels->setRange(160, 3840);
    m_pixels->setSingleStep(80);
    m_pixels->setValue(AnimationWriter::DefaultPixels);
    m_pixels->setSuffix(tr(" px"));
    m_hold->setObjectName(QStringLiteral("hold"));
    m_hold->setRange(0, AnimationWriter::MaxHoldSeconds);
    m_hold->setValue(2);
    m_hold->setSuffix(tr(" s"));
    m_captions->setObjectName(QStringLiteral("captions"));
    m_captions->setChecked(true);
    m_counters->setObjectName(QStringLiteral("counters"));

    auto *form = new QFormLayout;
    form->addRow(tr("Frames:"), m_source);
    form->addRow(tr("From step:"), m_first);
    form->addRow(tr("To step:"), m_last);
    form->addRow(tr("Format:"), m_format);
    form->addRow(m_ffmpegHint);
    form->addRow(tr("Frames a second:"), m_fps);
    form->addRow(tr("Width:"), m_pixels);
    form->addRow(tr("Hold on a solution:"), m_hold);
    form->addRow(m_captions);
    form->addRow(m_counters);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Save as..."));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_source, &QComboBox::currentIndexChanged, this, &ExportAnimationDialog::updateEnabled);
    connect(m_captions, &QCheckBox::toggled, this, &ExportAnimationDialog::updateEnabled);
    // The range stays a range: moving one end past the other drags it along.
    connect(m_first, &QSpinBox::valueChanged, this, [this](int value) {
        m_last->setValue(std::max(m_last->value(), value));
    });
    connect(m_last, &QSpinBox::valueChanged, this, [this](int value) {
        m_first->setValue(std::min(m_first->value(), value));
    });
    updateEnabled();
}

void ExportAnimationDialog::setSource(Source source)
{
    const auto *sources = qobject_cast<QStandardItemModel *>(m_source->model());
    if (sources->item(int(source))->isEnabled()) {
        m_source->setCurrentIndex(int(source));
    }
}

void ExportAnimationDialog::restore(const Choice &previous)
{
    const int most = std::numeric_limits<int>::max();
    // The last end first: setting the start past the old end would drag it along.
    m_last->setValue(int(std::min<quint64>(previous.last, quint64(most))));
    m_first->setValue(int(std::min<quint64>(previous.first, quint64(most))));
    const int format = previous.settings.format == AnimationWriter::Format::Mp4 ? 1
        : previous.settings.format == AnimationWriter::Format::WebM            ? 2
                                                                               : 0;
    if (format == 0 || m_videoAvailable) {
        m_format->setCurrentIndex(format);
    }
    m_fps->setValue(previous.settings.fps);
    m_pixels->setValue(previous.settings.pixels);
    m_hold->setValue(previous.settings.holdOnSolution);
    m_captions->setChecked(previous.captions);
    m_counters->setChecked(previous.counters);
    updateEnabled();
}

void ExportAnimationDialog::updateEnabled()
{
    const bool steps = m_source->currentIndex() == int(Source::Steps);
    m_first->setEnabled(steps);
    m_last->setEnabled(steps);
    m_counters->setEnabled(steps && m_captions->isChecked());
}

ExportAnimationDialog::Choice ExportAnimationDialog::choice() const
{
    Choice choice;
    choice.source = Source(m_source->currentIndex());
    choice.first = quint64(m_first->value());
    choice.last = quint64(m_last->value());
    choice.settings.format = m_format->currentIndex() == 1 ? AnimationWriter::Format::Mp4
        : m_format->currentIndex() == 2                    ? AnimationWriter::Format::WebM
                                                           : AnimationWriter::Format::Gif;
    choice.settings.fps = m_fps->value();
    choice.settings.pixels = m_pixels->value();
    choice.settings.holdOnSolution = m_hold->value();
    choice.captions = m_captions->isChecked();
    choice.counters = m_counters->isEnabled() && m_counters->isChecked();
    return choice;
}
