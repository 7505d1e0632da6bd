// SPDX-License-Identifier: MIT
#pragma once

#include <QAccessibleWidget>
#include <QList>

/*
 * What a screen reader sees of a panel: its children that are not hidden.
 * Qt's own QAccessibleWidget lists every child widget, hidden ones too
 * (with a zero-sized rectangle and the invisible state), so the answer
 * buttons a panel hides for another kind of question, or outside its mode,
 * were read out over AT-SPI as controls of no size. This interface leaves
 * out every child that is hidden (QWidget::isHidden()); a child hidden only
 * because its panel is (a dock behind another tab) stays, as its panel
 * leaves the tree with it.
 *
 * install() makes it the interface of every widget of the program's own
 * classes that stands directly on QWidget (its panels: PredictPanel,
 * PlayPanel, ...); classes on other Qt widgets (views, lists, buttons)
 * keep Qt's interfaces. Installing twice is harmless.
 */
class ShownChildrenAccessible : public QAccessibleWidget
{
public:
    explicit ShownChildrenAccessible(QWidget *widget);

    static void install();

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;

private:
    QList<QWidget *> shownChildren() const;
};
