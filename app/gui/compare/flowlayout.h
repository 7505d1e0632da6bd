// SPDX-License-Identifier: MIT
#pragma once

#include <QLayout>
#include <QList>

/*
 * Lays its items out left to right, and goes on on a new line when the
 * next one does not fit: the compare window's controls, which fit one line
 * on a wide screen and take two in large text (presentation mode) or in a
 * language with longer words. Each item keeps its size hint; a group that
 * must stay together (a caption and its box) is one widget. Its height
 * depends on its width (heightForWidth()), so the window above gives it the
 * lines it needs.
 */
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

    // The lines the items take at `width` (for tests and the window).
    int lineCount(int width) const;

private:
    // Lays the items out in `rect` (moving them unless `measureOnly`);
    // returns the height used and sets `lines`.
    int doLayout(const QRect &rect, bool measureOnly, int *lines = nullptr) const;
    int spacing(Qt::Orientation orientation) const;

    QList<QLayoutItem *> m_items;
};
