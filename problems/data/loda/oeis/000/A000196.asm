; A000196: Integer part of square root of n. Or, number of positive squares <= n. Or, n appears 2n+1 times.
; Submitted by [DPC] hansR
; 0,1,1,1,2,2,2,2,2,3,3,3,3,3,3,3,4,4,4,4,4,4,4,4,4,5,5,5,5,5,5,5,5,5,5,5,6,6,6,6,6,6,6,6,6,6,6,6,6,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8
; Formula: a(n) = sqrtint(n)

nrt $0,2
